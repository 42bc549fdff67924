// Unit tests with the workspace's jest preset (swc, jsdom with Node's fetch, jest-dom; its
// time limit allows for a busy machine).
module.exports = { preset: 'shared-testing' };
