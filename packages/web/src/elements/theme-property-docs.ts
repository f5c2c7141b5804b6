// What each of a game tag's custom properties (theme-properties.ts) is for, in the words of its
// custom-elements.json entry. Kept apart from the properties themselves: the bundler's manifest
// reads it, and no game's bundle does.

export const THEME_PROPERTY_DOCS: Readonly<Record<string, string>> = {
  background: 'background around the table',
  text: 'text colour',
  font: 'font family',
  felt: 'the table',
  panel: 'seat panels',
  highlight: 'the seat to play',
  legal: 'outline of playable cards',
  focus: 'keyboard focus ring',
  'card-width': 'width of the cards in hand (3.5rem on a phone)',
  'card-back': 'card back colour',
};
