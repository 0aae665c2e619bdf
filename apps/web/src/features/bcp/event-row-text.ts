// How an event row reads: dates as dd-mm-yyyy,
// the place, the owner and the players against the tickets.
import type { BcpEvent } from '@scrolldex/contract';

/** '2026-05-14T09:00:00Z' -> '14-05-2026'; a date BCP wrote otherwise is shown as it is. */
export function formatEventDate(date: string): string {
  const parts = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  return parts ? `${parts[3]}-${parts[2]}-${parts[1]}` : date;
}

/** '14-05-2026 – 15-05-2026', or the one date of a one-day event. */
export function eventDates(event: Pick<BcpEvent, 'eventDate' | 'eventEndDate'>): string {
  const start = formatEventDate(event.eventDate);
  const end = event.eventEndDate ? formatEventDate(event.eventEndDate) : null;
  return end && end !== start ? `${start} – ${end}` : start;
}

export function eventPlace(event: Pick<BcpEvent, 'city' | 'country'>): string | null {
  return [event.city, event.country].filter(Boolean).join(', ') || null;
}

export function eventOwner(event: Pick<BcpEvent, 'ownerFirstName' | 'ownerLastName'>): string | null {
  const name = [event.ownerFirstName, event.ownerLastName].filter(Boolean).join(' ');
  return name ? `Owner: ${name}` : null;
}

export function eventPlayers(event: Pick<BcpEvent, 'totalPlayers' | 'numTickets'>): string {
  return `Players: ${event.totalPlayers ?? '?'} / ${event.numTickets ?? '?'}`;
}

/** The event's page on Best Coast Pairings. */
export function bcpEventUrl(eventId: string): string {
  return `https://www.bestcoastpairings.com/event/${encodeURIComponent(eventId)}`;
}
