module.exports = require('shared-testing/jest-config').createJestConfig(__dirname);
