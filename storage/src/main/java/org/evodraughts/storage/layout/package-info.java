/**
 * Where things are in a run directory: {@link org.evodraughts.storage.layout.RunLayout} knows
 * every path in it, and every class that reads or writes there asks it;
 * {@link org.evodraughts.storage.layout.RunIds} keeps the run's id in it. See
 * docs/run-directory.md.
 */
package org.evodraughts.storage.layout;
