import { runLedgerVerify } from './ledger-verify';

runLedgerVerify(process.env, (line) => console.log(line)).then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(2);
  },
);
