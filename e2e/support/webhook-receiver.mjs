// The lead webhook's receiver for the end-to-end server: it accepts every delivery, except the
// first attempt of a lead whose message contains "[refuse first delivery]", which it answers
// with 503, so a test can watch a delivery fail and then succeed on "Retry now".
import { createServer } from "node:http";

const port = Number(process.argv[2]);
const refused = new Set();

createServer((request, response) => {
  const chunks = [];
  request.on("data", (chunk) => chunks.push(chunk));
  request.on("end", () => {
    let message = "";
    try {
      message = String(JSON.parse(Buffer.concat(chunks).toString("utf8"))?.lead?.message ?? "");
    } catch {
      // Not a lead: answered like any other delivery.
    }
    const id = String(request.headers["x-delivery-id"] ?? "");
    if (message.includes("[refuse first delivery]") && !refused.has(id)) {
      refused.add(id);
      response.writeHead(503).end();
      return;
    }
    response.writeHead(204).end();
  });
}).listen(port, "127.0.0.1");
