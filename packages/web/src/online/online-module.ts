// The entry of `orrery-online.js`, the module a game element loads when it is given a `server`
// and a `room` (see ONLINE_MODULE in the bundler). It defines `<orrery-online>`; the table, the
// scoreboard and the other parts it draws are the game element's own, already defined.
export { OrreryOnline } from '../elements/orrery-online';
