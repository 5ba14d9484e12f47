/** Runs a script's main() and exits with the code it returns, or 1 (after printing) if it throws. */
export function runMain(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
