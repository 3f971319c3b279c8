import '@testing-library/jest-dom/vitest';
import './jsdom-gaps';
