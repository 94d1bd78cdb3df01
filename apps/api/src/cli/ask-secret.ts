import { createInterface } from 'node:readline';

let piped: AsyncIterator<string> | undefined;

/**
 * Asks for a secret on the terminal without echoing it; from a pipe (a script) it reads the next
 * line instead, so `printf 'pw\npw\n' | npm run staff -- create ...` works too.
 */
export function askSecret(prompt: string): Promise<string> {
  const { stdin, stderr } = process;
  if (!stdin.isTTY) {
    piped ??= createInterface({ input: stdin, crlfDelay: Number.POSITIVE_INFINITY })[Symbol.asyncIterator]();
    return piped.next().then((line) => {
      if (line.done) throw new Error('No password on standard input');
      return line.value;
    });
  }
  return new Promise((resolve, reject) => {
    stderr.write(prompt);
    let typed = '';
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    const done = (error?: Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      stderr.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: string) => {
      for (const character of chunk) {
        if (character === '\r' || character === '\n') return done();
        if (character === '\u0003') return done(new Error('Cancelled'));
        if (character === '\u007f' || character === '\b') typed = typed.slice(0, -1);
        else if (character >= ' ') typed += character;
      }
    };
    stdin.on('data', onData);
  });
}
