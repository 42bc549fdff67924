// What the Players page may use of player-points (the lint boundary): a member's sheet of a
// player, and the weekly points the commissioner's edit dialog shows under its form.
export * from './components/PlayerSheet';
export * from './components/WeeklyPoints';
