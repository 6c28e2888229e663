/**
 * The records as BSON documents, both ways:
 * {@link org.evodraughts.storage.codec.RecordDocuments}. It is every backend's format, not the
 * MongoDB store's alone: the store keeps these documents, the outage journal queues them, and a
 * run directory's {@code run.json} holds its run record's. See docs/storage.md, "Collections".
 */
package org.evodraughts.storage.codec;
