/**
 * Stands in for MUI's CSS-variables theme code in the browser build (webpack.config.ts
 * `withoutCssVariablesTheme`). The console's theme has neither `cssVariables` nor `colorSchemes`, so
 * MUI's createTheme and ThemeProvider always take their plain path; they still import the other one,
 * behind a runtime branch no bundler can drop (8 KiB gzip on every page). Should a theme ever need
 * CSS variables, this says so instead of failing somewhere inside MUI.
 */
function leftOut(): never {
  throw new Error('MUI CSS-variables themes are left out of the build (webpack.config.ts withoutCssVariablesTheme)');
}

/** For createTheme's `cssVariables`/`colorSchemes` branch. */
export default leftOut;

/** For ThemeProvider's branch for a theme with colour schemes. */
export const CssVarsProvider = leftOut;
