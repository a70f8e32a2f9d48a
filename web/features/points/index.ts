/** What other features use of TheraPoints: the balance, its query key, the flag and the copy. */
export { usePoints, pointsQueryKey } from './api/get-points';
export { totalPoints } from './total-points';
export { isPointsLive, usePointsLive, POINTS_NOT_TRADABLE } from './points-copy';
