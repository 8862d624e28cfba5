/** The key root of the points queries; invalidating it reloads history and expiry after an earn. */
export const POINTS_QUERY_KEY = ['points'] as const;
