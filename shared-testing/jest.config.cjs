module.exports = require('./jest-config.cjs').createJestConfig(__dirname);
