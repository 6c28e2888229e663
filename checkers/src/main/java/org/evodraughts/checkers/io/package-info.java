/**
 * File writing every module shares: {@link org.evodraughts.checkers.io.AtomicFiles} replaces a
 * file so that readers, and the file system after a crash, see the old or the new content,
 * never a half-written file. {@link org.evodraughts.checkers.io.TextFiles} reads a text file with
 * errors that name it, and {@link org.evodraughts.checkers.io.Printable} makes text from a file fit
 * to quote in a one-line message. It lives here, in the lowest module, so that PDN files, network
 * files, run snapshots, journals and reports all write the same way.
 */
package org.evodraughts.checkers.io;
