/**
 * File writing every module shares: {@link org.evodraughts.files.AtomicFiles} replaces a
 * file so that readers, and the file system after a crash, see the old or the new content,
 * never a half-written file; {@link org.evodraughts.files.OwnTree} does the same below a root
 * (a run directory) without following a link or changing what another user owns there.
 * {@link org.evodraughts.files.TextFiles} reads a text file with errors that name it,
 * {@link org.evodraughts.files.Printable} makes text from a file fit to quote in a one-line
 * message, {@link org.evodraughts.files.ShellWords} a word fit to copy into a shell, and
 * {@link org.evodraughts.files.ProcessLock} keeps a second process from writing what one
 * already writes (a run directory, a training's output). Not rules: it lives in the lowest
 * module only so that PDN files, network files, run snapshots, journals and reports all write
 * the same way.
 */
package org.evodraughts.files;
