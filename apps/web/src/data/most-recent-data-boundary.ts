/** Day of the week (Date#getDay) and local hour at which new FAQ and rules data is expected. */
export const DATA_BOUNDARY_DAY = 3;
export const DATA_BOUNDARY_HOUR = 10;

/** The most recent Wednesday 10:00 local time at or before now. */
export function mostRecentDataBoundary(now: Date): Date {
  const boundary = new Date(now.getFullYear(), now.getMonth(), now.getDate(), DATA_BOUNDARY_HOUR, 0, 0, 0);
  const daysBack = (now.getDay() - DATA_BOUNDARY_DAY + 7) % 7;
  boundary.setDate(boundary.getDate() - daysBack);
  if (boundary.getTime() > now.getTime()) boundary.setDate(boundary.getDate() - 7);
  return boundary;
}
