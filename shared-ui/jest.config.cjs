// By path, not package name: shared-testing depends on shared-ui, so shared-ui cannot depend back.
module.exports = require('../shared-testing/jest-config.cjs').createJestConfig(__dirname);
