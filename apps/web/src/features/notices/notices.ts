// The built-in notices (docs/decisions.md, "Content"), in the order they are offered:
// the two special ones first, then the changelogs, the newest last — only the
// last changelog is ever shown, and only while it is under 30 days old.
// Bodies and footers are our own trusted HTML.
import type { Notice } from './choose-notice';

export const NOTICES: readonly Notice[] = [
  {
    title: 'Welcome to Scrolldex',
    category: 'special',
    alwaysShow: true,
    timestamp: '2026-01-05T10:00:00Z',
    body: `<p>Scrolldex is a free, fan-made rules companion and list builder for Age of Sigmar. Every warscroll, battle trait, lore and regiment of renown is a tap or a search away, and it all keeps working without a signal once it has loaded.</p>
<ul>
<li><strong>Browse</strong> armies from the home screen, or press the search button and try <code>a:seraphon move&gt;=10</code>.</li>
<li><strong>Star</strong> the armies and units you play to keep them at the top.</li>
<li><strong>Settings</strong> hold Show Legends, Dark Mode and the data version.</li>
</ul>`,
    footer: '<p>Scrolldex is unofficial and not affiliated with Games Workshop. Game data comes from the BSData community.</p>',
  },
  {
    title: 'Support Scrolldex',
    category: 'special',
    alwaysShow: true,
    timestamp: '2026-06-01T10:00:00Z',
    body: `<p>Scrolldex has no adverts and never will. It is built in spare evenings and runs on a small server that somebody pays for.</p>
<p>If it has settled a rules argument or saved you a trip to the book, you can help: donations keep the server on, and our merch store has dice bags, playmats and shirts with the Scrolldex sigil. Supporters' names scroll along the bottom of the home screen.</p>
<p>Come and talk to us in the community chat too: that is where most new features start.</p>`,
    footer: '<p>Thank you to everyone who already chipped in.</p>',
  },
  {
    title: 'Scrolldex v9',
    category: 'changelog',
    alwaysShow: false,
    timestamp: '2026-01-20T10:00:00Z',
    body: `<ul>
<li>Warscrolls now show their stats as a warscroll does: Move, Health, Save and Control in a row, ward and banishment beside.</li>
<li>Ability cards carry the colour of their phase.</li>
<li>Dark Mode follows your system unless you choose otherwise.</li>
</ul>`,
  },
  {
    title: 'Scrolldex v10',
    category: 'changelog',
    alwaysShow: false,
    timestamp: '2026-03-04T10:00:00Z',
    body: `<ul>
<li>The March 2026 battlescroll is in: new points and the updated regiments of renown.</li>
<li>Settings can pin the game data to a release tag, so an event can lock its list building to one battlescroll.</li>
<li>Search understands <code>o:</code> for rules text and <code>k:</code> for keywords.</li>
</ul>`,
  },
  {
    title: 'Scrolldex v11',
    category: 'changelog',
    alwaysShow: false,
    timestamp: '2026-04-15T10:00:00Z',
    body: `<ul>
<li>Favourites: star armies and units and filter to them anywhere.</li>
<li>Unit pages remember your usual weapon options as the unit's default settings.</li>
<li>Faster start: the game data is parsed off the main thread.</li>
</ul>`,
  },
  {
    title: 'Scrolldex v12',
    category: 'changelog',
    alwaysShow: false,
    timestamp: '2026-06-24T10:00:00Z',
    body: `<ul>
<li>The June 2026 battlescroll and the new General's Handbook battle pack.</li>
<li>Manifestation lores list the warscrolls they summon.</li>
<li>FAQ answers appear under the units and rules they mention.</li>
</ul>`,
  },
  {
    title: 'Scrolldex v13',
    category: 'changelog',
    alwaysShow: false,
    timestamp: '2026-09-09T10:00:00Z',
    body: `<ul>
<li>Accounts: sign in to keep favourites and unit settings in step across your devices.</li>
<li>Search history keeps your last five searches; clear it in Settings.</li>
<li>Larger touch targets and clearer focus rings throughout.</li>
</ul>`,
  },
  {
    title: 'Scrolldex v14',
    category: 'changelog',
    alwaysShow: false,
    timestamp: '2026-11-18T10:00:00Z',
    body: `<ul>
<li>A new Settings page: display switches, the data source with each release's notes, sync status and tidy clear actions.</li>
<li>Fancy Text gives headings a storybook face.</li>
<li>Supporters now scroll by under the home screen. Thank you!</li>
</ul>`,
    footer: '<p>Thanks for the reports and ideas that shaped this release.</p>',
  },
];
