// What other features read of trades: the trades accepted in the app, by what they moved.
export { acceptedTradeMoves, latestAcceptedSince, type AcceptedMoves, type AcceptedTrade } from './accepted-moves';
