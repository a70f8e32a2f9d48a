import autocannon from 'autocannon';

/** The REST benchmark's two reads, the hottest of the product (bench/rest-bench.ts, bench/memory.ts). */
export function restReads(userId: string, userToken: string, anonKey: string) {
  return [
    {
      title: 'GET exercises as anon',
      path: '/rest/v1/mental_health_exercises?select=*&order=created_at.asc',
      token: anonKey,
    },
    {
      title: 'GET completions as a user (20 rows, RLS)',
      path: `/rest/v1/user_exercise_completions?select=*&user_id=eq.${userId}&order=completed_at.desc`,
      token: userToken,
    },
  ];
}

export interface RestLoad {
  url: string;
  anonKey: string;
  seconds: number;
  connections: number;
}

/** Drives one read with autocannon: two seconds of warm-up (JIT, database caches) not counted. */
export async function driveRead(
  { url, anonKey, seconds, connections }: RestLoad,
  read: { title: string; path: string; token: string },
) {
  const options = {
    url: `${url}${read.path}`,
    connections,
    headers: { apikey: anonKey, Authorization: `Bearer ${read.token}` },
  };
  await autocannon({ ...options, duration: 2 });
  const result = await autocannon({ ...options, duration: seconds });
  return {
    scenario: read.title,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
