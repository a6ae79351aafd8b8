import { createTheme } from '@mantine/core';
import './contrast.css';

export const mantineTheme = createTheme({
  primaryColor: 'indigo',
  // Indigo 7 on light and 8 on dark keep white button text and links at 4.5:1 or more (WCAG AA).
  primaryShade: { light: 7, dark: 8 },
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Noto Color Emoji"',
});
