-- An e-mail's attachments are PDFs in base64: already compressed, so PostgreSQL's own compression
-- of large values (pglz) costs CPU on every write and read and saves almost nothing. Stored out of
-- line, uncompressed.
ALTER TABLE "notifications_outbox" ALTER COLUMN "attachments" SET STORAGE EXTERNAL;
