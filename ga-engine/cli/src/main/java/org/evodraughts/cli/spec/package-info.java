/**
 * Picocli's command models kept as data, so that a command starts without reading annotations.
 * Picocli builds each command's model from its annotations when the command starts, and every
 * annotation read makes a dynamic proxy, whose class the JDK generates afresh in each JVM: that was
 * about 40 of a short command's 136 milliseconds. The build reads the annotations once
 * ({@link org.evodraughts.cli.spec.AnnotatedCommands}) and writes what they say as a small file
 * per command ({@link org.evodraughts.cli.spec.CommandModelFile}); a command builds the same model
 * from it through picocli's programmatic API ({@link org.evodraughts.cli.spec.ModeledCommands}).
 * The annotations stay the one definition of every command.
 */
package org.evodraughts.cli.spec;
