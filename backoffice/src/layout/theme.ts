/**
 * react-admin's light theme with colours that meet WCAG 2.1 AA contrast: white app bar text on a darker
 * blue (8.6:1), and primary buttons and links on the page's near-white background (5.7:1). On a phone a
 * wide table scrolls inside its card, never the page (375 px). Every spinner is named ("Loading").
 */
import { defaultTheme, type RaThemeOptions } from 'react-admin';

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#1565c0', contrastText: '#fff' },
    secondary: { light: '#5472d3', main: '#0d47a1', dark: '#002171', contrastText: '#fff' },
    // A field's error label on a filled input's grey (#f0f0f0): MUI's default red is 4.4:1 there, this one 4.9:1.
    error: { main: '#c62828', light: '#ef5350', dark: '#b71c1c', contrastText: '#fff' },
  },
  components: {
    ...defaultTheme.components,
    // A spinner (react-admin's loading indicator in the app bar, a list loading) is a progressbar: it needs a name.
    MuiCircularProgress: { defaultProps: { 'aria-label': 'Loading' } },
    RaLayout: {
      styleOverrides: {
        root: {
          // react-admin makes the layout as wide as its content (fit-content): a wide table would widen the page.
          minWidth: 0,
          '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content': { minWidth: 0, maxWidth: '100%' },
        },
      },
    },
    RaList: {
      styleOverrides: {
        root: {
          minWidth: 0,
          '& .RaList-main': { minWidth: 0 },
          '& .RaList-content': { overflowX: 'auto', maxWidth: '100%' },
          '& .RaFilterForm-root': { flexWrap: 'wrap', minWidth: 0 },
        },
      },
    },
  },
};
