#!/usr/bin/env node
/** `npm run test:pg`: only the API suites, against TEST_DATABASE_URL (default: the local PostgreSQL). */
import { must } from './lib.mjs';

await must('npx', ['jest', '--ci', '--selectProjects', 'api'], {
  env: { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test' },
});
