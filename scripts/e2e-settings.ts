/** Where the e2e stack keeps its database; shared by playwright.config.ts and run-e2e.ts. */
export const E2E_DATA_DIR = '.local/e2e';
