import { describe, expect, it } from 'vitest';

import { bcpEventUrl, eventDates, eventOwner, eventPlace, eventPlayers, formatEventDate } from './event-row-text';

describe('an event row', () => {
  it('writes dates as dd-mm-yyyy, one date for a one-day event', () => {
    expect(formatEventDate('2026-05-14T09:00:00.000Z')).toBe('14-05-2026');
    expect(formatEventDate('2026-05-14')).toBe('14-05-2026');
    expect(formatEventDate('May 14')).toBe('May 14');
    expect(eventDates({ eventDate: '2026-05-14', eventEndDate: '2026-05-15T18:00:00Z' })).toBe('14-05-2026 – 15-05-2026');
    expect(eventDates({ eventDate: '2026-05-14', eventEndDate: '2026-05-14' })).toBe('14-05-2026');
    expect(eventDates({ eventDate: '2026-05-14', eventEndDate: null })).toBe('14-05-2026');
  });

  it('writes the place, owner and players, leaving out what BCP did not give', () => {
    expect(eventPlace({ city: 'Leeds', country: 'United Kingdom' })).toBe('Leeds, United Kingdom');
    expect(eventPlace({ city: null, country: 'Spain' })).toBe('Spain');
    expect(eventPlace({ city: null, country: null })).toBeNull();
    expect(eventOwner({ ownerFirstName: 'Borin', ownerLastName: 'Inkbeard' })).toBe('Owner: Borin Inkbeard');
    expect(eventOwner({ ownerFirstName: null, ownerLastName: null })).toBeNull();
    expect(eventPlayers({ totalPlayers: 38, numTickets: 40 })).toBe('Players: 38 / 40');
    expect(eventPlayers({ totalPlayers: null, numTickets: 40 })).toBe('Players: ? / 40');
  });

  it("links the event's page on BCP", () => {
    expect(bcpEventUrl('abc_12')).toBe('https://www.bestcoastpairings.com/event/abc_12');
  });
});
