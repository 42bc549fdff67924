// The lottery's drawing and its verification (`shared-contracts/lottery-drawing`): kept out of
// the package's main entry because they bring SHA-256 and HMAC, which only the API's draw and
// Draft Picks' verification need. Every web screen loads the main entry with the first view.
export * from './draw';
export * from './verify';
export * from './test-vector';
