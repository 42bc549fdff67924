// What the Players page may use of players (the lint boundary): the book's table and cards,
// its toolbar, and the hooks behind the year, the search and the layout.
export * from './components/CardsControls';
export * from './components/LayoutToggle';
export * from './components/PlayerCards';
export * from './components/PlayersTable';
export * from './components/Toolbar';
export * from './hooks/usePlayersLayout';
export * from './hooks/usePlayersTable';
export * from './hooks/usePlayersYear';
export * from './hooks/useSearchText';
