// Unit tests with the workspace's jest preset (swc, jsdom with Node's fetch, jest-dom).
module.exports = { preset: 'shared-testing' };
