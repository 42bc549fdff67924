// What each remote exposes, declared by hand (generating types costs 5–8 s per build).
// Every exposed module's default export is a screen without props.
declare module 'mf_dashboard/Home' {
  const Screen: import('react').ComponentType;
  export default Screen;
}
declare module 'mf_dashboard/Teams' {
  const Screen: import('react').ComponentType;
  export default Screen;
}
declare module 'mf_players/Players' {
  const Screen: import('react').ComponentType;
  export default Screen;
}
declare module 'mf_trades/TradeCenter' {
  const Screen: import('react').ComponentType;
  export default Screen;
}
declare module 'mf_schedule/Schedule' {
  const Screen: import('react').ComponentType;
  export default Screen;
}
declare module 'mf_picks/DraftPicks' {
  const Screen: import('react').ComponentType;
  export default Screen;
}
declare module 'mf_settings/Settings' {
  const Screen: import('react').ComponentType;
  export default Screen;
}
