/** JMH benchmarks of the storage module; run with {@code ./evodraughts bench storage [regex] [JMH options]}. */
package org.evodraughts.storage.bench;
