package org.evodraughts.architecture;

import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.simpleName;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import java.net.URISyntaxException;
import java.nio.file.Path;

/**
 * What a module's compiled classes must not use although it is on their class path, found by
 * ArchUnit in the class files (any use: a field, a signature, a call, a cast), as
 * {@link PackageCycles} finds cycles. The build keeps most boundaries by leaving a library off a
 * module's class path; a module that assembles others, or reads runs through the runs module, has
 * their libraries on its class path too, and its {@code ModuleBoundariesTest} keeps it off them.
 */
public final class Boundaries {
    /**
     * The storage's MongoDB backend, which only the storage and the runs module name: the
     * server's classes (MongoRunStore, RunLease, the embedded server), its URI, and the drivers.
     */
    public static final DescribedPredicate<JavaClass> MONGODB = resideInAnyPackage("org.evodraughts.storage.mongo..",
            "com.mongodb..", "org.bson..", "de.bwaldvogel..")
            .or(resideInAnyPackage("org.evodraughts.storage..").and(simpleName("MongoUri").or(simpleName("EmbeddedMongo"))))
            .as("the storage's MongoDB backend (storage.mongo, MongoUri, EmbeddedMongo, the drivers)");

    /** The web server, which only the web module uses: Javalin and Jetty. */
    public static final DescribedPredicate<JavaClass> WEB_SERVER = resideInAnyPackage("io.javalin..", "org.eclipse.jetty..")
            .as("the web server (Javalin, Jetty)");

    /** The cluster library, which only the cluster module uses: Hazelcast. */
    public static final DescribedPredicate<JavaClass> CLUSTER = resideInAnyPackage("com.hazelcast..")
            .as("the cluster library (Hazelcast)");

    private Boundaries() {}

    /**
     * Fails, naming each class and what it uses, if a main class of the module of
     * {@code anyMainClass} uses a class {@code forbidden} matches.
     */
    public static void assertNoneUse(Class<?> anyMainClass, DescribedPredicate<JavaClass> forbidden) {
        noClasses().that().resideInAnyPackage("org.evodraughts..").should().dependOnClassesThat(forbidden)
                .check(new ClassFileImporter().importPath(mainClasses(anyMainClass)));
    }

    /** The folder of the compiled main classes of the module of {@code anyMainClass} (its {@code target/classes}). */
    static Path mainClasses(Class<?> anyMainClass) {
        try {
            return Path.of(anyMainClass.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException("where the classes of " + anyMainClass + " are", e);
        }
    }
}
