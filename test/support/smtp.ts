/**
 * A real SMTP server on 127.0.0.1 for tests (the `smtp-server` package):
 * it accepts every message and keeps it, so a test can read the inbox.
 * With `silent`, it accepts connections and never answers them (no greeting),
 * as a stuck mail server does; `connections` counts them.
 */
import net from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = {
  from: string;
  to: string[];
  raw: string;
  subject: string;
  body: string;
};

export type TestSmtpServer = {
  port: number;
  url: string;
  inbox: ReceivedMail[];
  /** Connections open now, and the most that were open at once. */
  connections: { open: number; most: number; total: number };
  stop: () => Promise<void>;
};

/** A port nothing listens on right now (to start a server there later, or never). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Undoes quoted-printable and header folding, enough to search a message's text; the encoded
 * bytes are read as UTF-8, so "₹" or Tamil letters read as they were sent.
 */
function readable(raw: string) {
  const bytes: number[] = [];
  const text = raw.replace(/=\r?\n/g, "");
  for (let index = 0; index < text.length;) {
    const hex = /^=([0-9A-F]{2})/.exec(text.slice(index, index + 3));
    if (hex) {
      bytes.push(parseInt(hex[1], 16));
      index += 3;
    } else {
      const character = String.fromCodePoint(text.codePointAt(index)!);
      bytes.push(...Buffer.from(character, "utf8"));
      index += character.length;
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

export async function startSmtpServer(
  port = 0,
  options: { silent?: boolean } = {},
): Promise<TestSmtpServer> {
  const inbox: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onConnect(_session, callback) {
      // Silent: the greeting never goes out, the client waits for it.
      if (!options.silent) callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const text = readable(raw);
        const [head, ...rest] = text.split(/\r?\n\r?\n/);
        const subject = /^Subject: (.*(?:\r?\n[ \t].*)*)/im
          .exec(head)?.[1]
          .replace(/\r?\n[ \t]/g, " ");
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
          subject: subject ?? "",
          body: rest.join("\n\n"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const connections = { open: 0, most: 0, total: 0 };
  const sockets = new Set<net.Socket>();
  server.server.on("connection", (socket: net.Socket) => {
    sockets.add(socket);
    connections.open++;
    connections.total++;
    connections.most = Math.max(connections.most, connections.open);
    socket.once("close", () => {
      sockets.delete(socket);
      connections.open--;
    });
  });
  const address = server.server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    inbox,
    connections,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // Held connections would keep close() waiting for its time-out.
        if (options.silent) for (const socket of sockets) socket.destroy();
      }),
  };
}

/** Quoted-printable to text, decoding its bytes as UTF-8. */
function quotedPrintable(text: string): Buffer {
  const soft = text.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i], "utf8"));
  }
  return Buffer.from(bytes);
}

/**
 * A single-part message's subject and body as written, for text outside ASCII (Tamil): its
 * encoded words and its base64 or quoted-printable body decoded as UTF-8.
 */
export function decodedMail(mail: ReceivedMail): { subject: string; body: string } {
  const [head, ...rest] = mail.raw.split(/\r?\n\r?\n/);
  const unfolded = head.replace(/\r?\n[ \t]/g, " ");
  const subjectLine = /^Subject: (.*)$/im.exec(unfolded)?.[1] ?? "";
  // Adjacent encoded words join without the space between them, byte for byte.
  const parts = subjectLine.split(/(=\?[^?]+\?[BQ]\?[^?]*\?=)/i).filter((part, index, all) => {
    const between = index > 0 && index < all.length - 1 && /^\s*$/.test(part);
    return !between;
  });
  const subject = Buffer.concat(
    parts.map((part) => {
      const word = /^=\?[^?]+\?([BQ])\?([^?]*)\?=$/i.exec(part);
      if (!word) return Buffer.from(part, "utf8");
      return word[1].toUpperCase() === "B"
        ? Buffer.from(word[2], "base64")
        : quotedPrintable(word[2].replace(/_/g, " "));
    }),
  ).toString("utf8");
  const encoding = /^Content-Transfer-Encoding: (\S+)/im.exec(unfolded)?.[1].toLowerCase();
  const raw = rest.join("\n\n");
  const body =
    encoding === "base64"
      ? Buffer.from(raw.replace(/\s+/g, ""), "base64").toString("utf8")
      : encoding === "quoted-printable"
        ? quotedPrintable(raw).toString("utf8")
        : raw;
  return { subject, body };
}
