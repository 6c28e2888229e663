package org.evodraughts.architecture;

import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;

/**
 * Package cycles among one module's compiled classes, found by ArchUnit. Each package under
 * {@code org.evodraughts} is a slice; a dependency is any use of a class that the class files
 * record (a field, a signature, a call, a cast, an annotation), so an import that only javadoc
 * uses counts for nothing. Every module's {@code PackageCyclesTest} calls {@link #assertNone}.
 */
public final class PackageCycles {
    private PackageCycles() {}

    /**
     * Fails, naming each cycle and the dependencies that make it, if any package of the module
     * whose main classes hold {@code anyMainClass} depends on itself through other packages.
     */
    public static void assertNone(Class<?> anyMainClass) {
        slices().matching("org.evodraughts.(**)").should().beFreeOfCycles().check(mainClasses(anyMainClass));
    }

    /** The compiled main classes of the module of {@code anyMainClass} (its {@code target/classes}). */
    private static JavaClasses mainClasses(Class<?> anyMainClass) {
        return new ClassFileImporter().importPath(Boundaries.mainClasses(anyMainClass));
    }
}
