/**
 * Every error answer is `{ code, message }` (SPEC §8). Client mistakes keep their message
 * (schema failures read like "body/path must be string"); anything unexpected is a 500
 * 'Internal Server Error' with no detail, logged with its stack.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message: string) => new HttpError(404, message);

export async function sendError(reply: FastifyReply, code: number, message: string): Promise<FastifyReply> {
  return reply.status(code).type('application/json; charset=utf-8').send({ code, message });
}

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.validation) {
    return sendError(reply, 400, error.message || 'Bad Request');
  }
  const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, status, status === 503 ? 'Service Unavailable' : 'Internal Server Error');
  }
  return sendError(reply, status, error.message || 'Bad Request');
}
