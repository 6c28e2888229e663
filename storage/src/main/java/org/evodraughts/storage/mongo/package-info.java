/**
 * Runs in MongoDB: {@link org.evodraughts.storage.mongo.MongoRunStore} (one collection per record
 * kind, upserts on each record's key, documents as {@code storage.codec} shapes them), and
 * {@link org.evodraughts.storage.mongo.RunLease}, the lease a running process renews in the
 * database, so that readers tell a live run from a dead one.
 */
package org.evodraughts.storage.mongo;
