/**
 * What every module knows of a run: its id ({@link org.evodraughts.run.RunId}), made, checked and
 * printed in one place, here at the bottom so the engine, the storage, the champions and the
 * application pass a run's id as one type.
 */
package org.evodraughts.run;
