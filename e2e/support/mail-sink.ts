// A real SMTP server for the end-to-end run, with an HTTP view of what it received:
// GET /mails?to=address returns the mails to that address, newest last.
import { createServer } from 'node:http';
import { SmtpSink } from '../../apps/server/test/support/smtp-sink';

const smtpPort = Number(process.env.MAIL_SINK_SMTP_PORT ?? 2526);
const httpPort = Number(process.env.MAIL_SINK_HTTP_PORT ?? 2527);

const sink = new SmtpSink();
await sink.start(smtpPort);

createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const to = url.searchParams.get('to');
  const mails = to ? sink.mails.filter((m) => m.to.includes(to)) : sink.mails;
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify(mails));
}).listen(httpPort, '127.0.0.1');
