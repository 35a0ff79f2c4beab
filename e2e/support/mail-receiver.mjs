// The SMTP server the end-to-end server sends its mail to (lead e-mails, portal invitations and
// password resets): each message it accepts is appended, as one JSON line, to the file named
// on the command line, where a test reads it (e2e/support/mail.ts).
import fs from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";

const port = Number(process.argv[2]);
const file = process.argv[3];
fs.mkdirSync(path.dirname(file), { recursive: true });
fs.writeFileSync(file, "");

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on("data", (chunk) => chunks.push(chunk));
    stream.on("end", () => {
      const to = session.envelope.rcptTo.map((r) => r.address);
      const raw = Buffer.concat(chunks).toString("utf8");
      fs.appendFileSync(file, `${JSON.stringify({ to, raw })}\n`);
      callback();
    });
  },
});
server.on("error", () => {});
server.listen(port, "127.0.0.1");
