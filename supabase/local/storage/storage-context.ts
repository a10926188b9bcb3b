import type { Sql } from '../db/sql-client';
import type { ObjectFiles } from './object-files';

/** What every storage route needs. */
export type StorageContext = {
  sql: Sql;
  files: ObjectFiles;
  jwtSecret: string;
  /** Signs and checks signed-URL tokens; derived from the JWT secret, never equal to it. */
  urlSigningSecret: string;
};

/** The most one object may be (issue 15): a larger upload is refused with 413 as it streams. */
export const MAX_OBJECT_BYTES = 50 * 1024 * 1024;

/** Room for multipart framing around the one file part storage-js sends. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** JSON bodies (list, sign, remove): a remove of 1,000 names fits well inside. */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

/** The longest a signed URL may stay valid: one week. */
export const MAX_SIGNED_URL_SECONDS = 7 * 24 * 60 * 60;

/** Object metadata as hosted Storage stores it in storage.objects.metadata. */
export type ObjectMetadata = {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
};
