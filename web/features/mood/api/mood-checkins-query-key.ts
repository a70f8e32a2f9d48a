export const moodCheckinsQueryKey = (userId: string | undefined) => ['mood-checkins', userId ?? null] as const;
