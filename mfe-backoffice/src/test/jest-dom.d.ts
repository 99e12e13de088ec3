// Types of the @testing-library/jest-dom matchers that jest.setup-dom.js installs.
/// <reference types="@testing-library/jest-dom" />
