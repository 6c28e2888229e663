/**
 * The embedded MongoDB server a run directory holds by default
 * ({@link org.evodraughts.storage.embedded.EmbeddedMongo}, its data in one file there), and what
 * keeps it safe: it listens on the loopback address and takes only this user's processes
 * ({@code SameUserOnly}), and it reads its database file through
 * a filter that lets only the document classes through, so a crafted file names no other class
 * ({@code DatabaseFileFilter}).
 */
package org.evodraughts.storage.embedded;
