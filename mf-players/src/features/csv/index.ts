// What other features of this remote may use of csv (the lint boundary).
export * from './components/ImportCsvButton';
export * from './components/ImportStatus';
export * from './hooks/useCsvExport';
export * from './hooks/useCsvImport';
