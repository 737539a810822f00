// Small helpers over web streams, so that a backup flows from pg_dump through age into its file, and from its file
// through age into pg_restore, without a plain copy anywhere on disk.

/** The first `count` bytes of `stream` (fewer if it is shorter), and the whole stream again from its start. */
export async function peek(
  stream: ReadableStream<Uint8Array>,
  count: number,
): Promise<{ head: Buffer; whole: ReadableStream<Uint8Array> }> {
  const reader = stream.getReader()
  const chunks: Uint8Array[] = []
  let length = 0
  while (length < count) {
    const { done, value } = await reader.read()
    if (done) break
    chunks.push(value)
    length += value.length
  }
  const head = Buffer.concat(chunks)
  const whole = new ReadableStream<Uint8Array>({
    start(controller) {
      if (head.length > 0) controller.enqueue(head)
    },
    async pull(controller) {
      const { done, value } = await reader.read()
      if (done) controller.close()
      else controller.enqueue(value)
    },
    cancel: (reason) => reader.cancel(reason),
  })
  return { head, whole }
}

/** `stream`, whose errors become `error(cause)`: e.g. a damaged age chunk as a message for the operator. */
export function mapErrors(
  stream: ReadableStream<Uint8Array>,
  error: (cause: unknown) => Error,
): ReadableStream<Uint8Array> {
  const reader = stream.getReader()
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      let result: ReadableStreamReadResult<Uint8Array>
      try {
        result = await reader.read()
      } catch (cause) {
        controller.error(error(cause))
        return
      }
      if (result.done) controller.close()
      else controller.enqueue(result.value)
    },
    cancel: (reason) => reader.cancel(reason),
  })
}

/** The whole stream in memory (PGlite loads a backup from a Blob): never on disk. */
export async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await new Response(stream).arrayBuffer())
}
