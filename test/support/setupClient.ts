import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { setNavigator, setReloadHandler } from '../../src/core/browser';
import { setErrorReporter } from '../../src/core/api/reportError';
import { leaveReplayModeForTests } from '../../src/core/state/replayMode';
import { recordConsoleError, takeUnexpectedConsoleErrors } from './consoleGuard';

// On two busy cores (CI runs the server suites beside these) a screen's next render after a
// mutation can take over a second, the library's default wait; a passing wait returns at once.
configure({ asyncUtilTimeout: 5000 });

const originalConsoleError = console.error;

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    recordConsoleError(args);
    originalConsoleError(...args);
  });
  // A superuser's debug log (core/diagnostics/debugLogging.ts) would print every action of every test.
  jest.spyOn(console, 'debug').mockImplementation(() => {});
  // jsdom cannot reload a page; tests that care provide their own handler.
  setReloadHandler(() => {});
  // Server errors are reported to a quiet sink; tests that care install their own.
  setErrorReporter(() => {});
});

afterEach(() => {
  setNavigator(null);
  // A replayed recording puts its page in replay mode until a reload: each test is a new page.
  leaveReplayModeForTests();
  window.localStorage.clear();
  window.sessionStorage.clear();
  // A recording kept in IndexedDB belongs to its test alone.
  globalThis.indexedDB = new IDBFactory();
  const errors = takeUnexpectedConsoleErrors();
  (console.error as jest.Mock).mockRestore?.();
  (console.debug as jest.Mock).mockRestore?.();
  if (errors.length > 0) {
    throw new Error(`Unexpected console.error during the test:\n${errors.join('\n---\n')}`);
  }
});
