/**
 * Where things are in a run directory: {@link org.evodraughts.storage.layout.RunLayout} knows
 * every path in it, and every class that reads or writes there asks it (the run's id in its
 * {@code run-id} file is the runs module's {@code RunId}). See docs/run-directory.md.
 */
package org.evodraughts.storage.layout;
