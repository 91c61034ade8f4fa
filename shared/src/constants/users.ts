/** User-list lists shared by the API schemas and the panel (no zod here). */
export const USER_SORT_FIELDS = ["createdAt", "name", "email", "status"] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];
export const SORT_ORDERS = ["asc", "desc"] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
