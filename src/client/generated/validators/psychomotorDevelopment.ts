/* Generated from schemas/ by `npm run gen:types`: do not edit. */
// @ts-nocheck
import { fullFormats } from 'ajv-formats/dist/formats.js'
// Length in code points, as JSON Schema counts maxLength.
const ucs2length = (text) => [...text].length
const exports = {}
exports["psychomotorDevelopment.json"] = validate10;
const schema11 = {"$id":"psychomotorDevelopment.json","$schema":"http://json-schema.org/draft-07/schema#","type":"object","additionalProperties":false,"properties":{"heldHeadUp":{"type":"string","maxLength":200,"title":"Com que idade sustentou a cabeça"},"grabbedObjectsAge":{"type":"string","maxLength":200,"title":"Com que idade começou a pegar objetos"},"floppyOrFirmBaby":{"type":"string","maxLength":200,"title":"Quando bebê, era mais molinho ou mais firme"},"crawled":{"type":"boolean","title":"Engatinhou"},"crawledAge":{"type":"string","maxLength":200,"title":"Com que idade engatinhou"},"walkedAge":{"type":"string","maxLength":200,"title":"Com que idade andou"},"sphincterControl":{"type":"boolean","title":"Tem controle dos esfíncteres (xixi e cocô)"},"canJump":{"type":"boolean","title":"Consegue pular"},"agile":{"type":"boolean","title":"É ágil nos movimentos"},"hasBalanceIssues":{"type":"boolean","title":"Tem dificuldade de equilíbrio"},"fallingFrequency":{"type":"string","maxLength":200,"title":"Com que frequência cai"},"bumpsIntoThings":{"type":"boolean","title":"Esbarra nas coisas com frequência"},"dropsThingsFromHands":{"type":"boolean","title":"Deixa as coisas caírem das mãos"},"difficultyRunningClimbing":{"type":"boolean","title":"Tem dificuldade para correr ou subir (escadas, brinquedos)"},"difficultyWithObjects":{"type":"boolean","title":"Tem dificuldade para manusear objetos"},"difficultyPlaying":{"type":"boolean","title":"Tem dificuldade motora nas brincadeiras"},"goodDirectionSense":{"type":"string","maxLength":200,"title":"Tem bom senso de direção (orienta-se bem nos lugares)"},"walksOnTiptoes":{"type":"boolean","title":"Anda na ponta dos pés"},"swingsWhenWalking":{"type":"boolean","title":"Balança o corpo ao andar"},"postureProblems":{"type":"boolean","title":"Tem problemas de postura"},"orthopedicProblems":{"type":"boolean","title":"Tem ou teve problemas ortopédicos"},"usedBoots":{"type":"boolean","title":"Usou botas ortopédicas"},"walkingDefects":{"type":"string","maxLength":4000,"title":"Alterações na forma de andar (descreva)"},"bathAlone":{"$ref":"#/$defs/yesNoDifficulty","title":"Toma banho sozinho(a)"},"brushesTeethAlone":{"$ref":"#/$defs/yesNoDifficulty","title":"Escova os dentes sozinho(a)"},"cleansSelf":{"$ref":"#/$defs/yesNoDifficulty","title":"Limpa-se sozinho(a) depois de usar o banheiro"},"dressesSelf":{"$ref":"#/$defs/yesNoDifficulty","title":"Veste-se sozinho(a)"},"buttonsClothes":{"$ref":"#/$defs/yesNoDifficulty","title":"Abotoa a roupa sozinho(a)"},"tiesShoes":{"$ref":"#/$defs/yesNoDifficulty","title":"Amarra os cadarços sozinho(a)"},"difficultyWithHygieneSequence":{"$ref":"#/$defs/yesNoDifficulty","title":"Tem dificuldade em seguir a sequência da higiene (ex.: ensaboar, enxaguar, secar)"},"dailyActivities":{"type":"string","maxLength":4000,"title":"Como realiza as atividades do dia a dia"},"motorExamples":{"type":"string","maxLength":4000,"title":"Exemplos de habilidades ou dificuldades motoras observadas no dia a dia"},"observations":{"type":"string","maxLength":4000,"title":"Observações"}},"$defs":{"yesNoDifficulty":{"type":"string","oneOf":[{"const":"sim","title":"Sim"},{"const":"nao","title":"Não"},{"const":"com_dificuldade","title":"Com dificuldade"}]}}};
const schema12 = {"type":"string","oneOf":[{"const":"sim","title":"Sim"},{"const":"nao","title":"Não"},{"const":"com_dificuldade","title":"Com dificuldade"}]};
const func2 = Object.prototype.hasOwnProperty;
const func3 = ucs2length;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="psychomotorDevelopment.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(func2.call(schema11.properties, key0))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.heldHeadUp !== undefined){
let data0 = data.heldHeadUp;
if(typeof data0 === "string"){
if(func3(data0) > 200){
const err1 = {instancePath:instancePath+"/heldHeadUp",schemaPath:"#/properties/heldHeadUp/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.heldHeadUp,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/heldHeadUp",schemaPath:"#/properties/heldHeadUp/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.heldHeadUp.type,parentSchema:schema11.properties.heldHeadUp,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.grabbedObjectsAge !== undefined){
let data1 = data.grabbedObjectsAge;
if(typeof data1 === "string"){
if(func3(data1) > 200){
const err3 = {instancePath:instancePath+"/grabbedObjectsAge",schemaPath:"#/properties/grabbedObjectsAge/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.grabbedObjectsAge,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/grabbedObjectsAge",schemaPath:"#/properties/grabbedObjectsAge/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.grabbedObjectsAge.type,parentSchema:schema11.properties.grabbedObjectsAge,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.floppyOrFirmBaby !== undefined){
let data2 = data.floppyOrFirmBaby;
if(typeof data2 === "string"){
if(func3(data2) > 200){
const err5 = {instancePath:instancePath+"/floppyOrFirmBaby",schemaPath:"#/properties/floppyOrFirmBaby/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.floppyOrFirmBaby,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/floppyOrFirmBaby",schemaPath:"#/properties/floppyOrFirmBaby/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.floppyOrFirmBaby.type,parentSchema:schema11.properties.floppyOrFirmBaby,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.crawled !== undefined){
let data3 = data.crawled;
if(typeof data3 !== "boolean"){
const err7 = {instancePath:instancePath+"/crawled",schemaPath:"#/properties/crawled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.crawled.type,parentSchema:schema11.properties.crawled,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.crawledAge !== undefined){
let data4 = data.crawledAge;
if(typeof data4 === "string"){
if(func3(data4) > 200){
const err8 = {instancePath:instancePath+"/crawledAge",schemaPath:"#/properties/crawledAge/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.crawledAge,data:data4};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/crawledAge",schemaPath:"#/properties/crawledAge/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.crawledAge.type,parentSchema:schema11.properties.crawledAge,data:data4};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.walkedAge !== undefined){
let data5 = data.walkedAge;
if(typeof data5 === "string"){
if(func3(data5) > 200){
const err10 = {instancePath:instancePath+"/walkedAge",schemaPath:"#/properties/walkedAge/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.walkedAge,data:data5};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/walkedAge",schemaPath:"#/properties/walkedAge/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.walkedAge.type,parentSchema:schema11.properties.walkedAge,data:data5};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.sphincterControl !== undefined){
let data6 = data.sphincterControl;
if(typeof data6 !== "boolean"){
const err12 = {instancePath:instancePath+"/sphincterControl",schemaPath:"#/properties/sphincterControl/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.sphincterControl.type,parentSchema:schema11.properties.sphincterControl,data:data6};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.canJump !== undefined){
let data7 = data.canJump;
if(typeof data7 !== "boolean"){
const err13 = {instancePath:instancePath+"/canJump",schemaPath:"#/properties/canJump/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.canJump.type,parentSchema:schema11.properties.canJump,data:data7};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.agile !== undefined){
let data8 = data.agile;
if(typeof data8 !== "boolean"){
const err14 = {instancePath:instancePath+"/agile",schemaPath:"#/properties/agile/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.agile.type,parentSchema:schema11.properties.agile,data:data8};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.hasBalanceIssues !== undefined){
let data9 = data.hasBalanceIssues;
if(typeof data9 !== "boolean"){
const err15 = {instancePath:instancePath+"/hasBalanceIssues",schemaPath:"#/properties/hasBalanceIssues/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.hasBalanceIssues.type,parentSchema:schema11.properties.hasBalanceIssues,data:data9};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.fallingFrequency !== undefined){
let data10 = data.fallingFrequency;
if(typeof data10 === "string"){
if(func3(data10) > 200){
const err16 = {instancePath:instancePath+"/fallingFrequency",schemaPath:"#/properties/fallingFrequency/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.fallingFrequency,data:data10};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/fallingFrequency",schemaPath:"#/properties/fallingFrequency/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.fallingFrequency.type,parentSchema:schema11.properties.fallingFrequency,data:data10};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.bumpsIntoThings !== undefined){
let data11 = data.bumpsIntoThings;
if(typeof data11 !== "boolean"){
const err18 = {instancePath:instancePath+"/bumpsIntoThings",schemaPath:"#/properties/bumpsIntoThings/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.bumpsIntoThings.type,parentSchema:schema11.properties.bumpsIntoThings,data:data11};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.dropsThingsFromHands !== undefined){
let data12 = data.dropsThingsFromHands;
if(typeof data12 !== "boolean"){
const err19 = {instancePath:instancePath+"/dropsThingsFromHands",schemaPath:"#/properties/dropsThingsFromHands/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.dropsThingsFromHands.type,parentSchema:schema11.properties.dropsThingsFromHands,data:data12};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.difficultyRunningClimbing !== undefined){
let data13 = data.difficultyRunningClimbing;
if(typeof data13 !== "boolean"){
const err20 = {instancePath:instancePath+"/difficultyRunningClimbing",schemaPath:"#/properties/difficultyRunningClimbing/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.difficultyRunningClimbing.type,parentSchema:schema11.properties.difficultyRunningClimbing,data:data13};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.difficultyWithObjects !== undefined){
let data14 = data.difficultyWithObjects;
if(typeof data14 !== "boolean"){
const err21 = {instancePath:instancePath+"/difficultyWithObjects",schemaPath:"#/properties/difficultyWithObjects/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.difficultyWithObjects.type,parentSchema:schema11.properties.difficultyWithObjects,data:data14};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.difficultyPlaying !== undefined){
let data15 = data.difficultyPlaying;
if(typeof data15 !== "boolean"){
const err22 = {instancePath:instancePath+"/difficultyPlaying",schemaPath:"#/properties/difficultyPlaying/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.difficultyPlaying.type,parentSchema:schema11.properties.difficultyPlaying,data:data15};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.goodDirectionSense !== undefined){
let data16 = data.goodDirectionSense;
if(typeof data16 === "string"){
if(func3(data16) > 200){
const err23 = {instancePath:instancePath+"/goodDirectionSense",schemaPath:"#/properties/goodDirectionSense/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.goodDirectionSense,data:data16};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/goodDirectionSense",schemaPath:"#/properties/goodDirectionSense/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.goodDirectionSense.type,parentSchema:schema11.properties.goodDirectionSense,data:data16};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.walksOnTiptoes !== undefined){
let data17 = data.walksOnTiptoes;
if(typeof data17 !== "boolean"){
const err25 = {instancePath:instancePath+"/walksOnTiptoes",schemaPath:"#/properties/walksOnTiptoes/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.walksOnTiptoes.type,parentSchema:schema11.properties.walksOnTiptoes,data:data17};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.swingsWhenWalking !== undefined){
let data18 = data.swingsWhenWalking;
if(typeof data18 !== "boolean"){
const err26 = {instancePath:instancePath+"/swingsWhenWalking",schemaPath:"#/properties/swingsWhenWalking/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.swingsWhenWalking.type,parentSchema:schema11.properties.swingsWhenWalking,data:data18};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.postureProblems !== undefined){
let data19 = data.postureProblems;
if(typeof data19 !== "boolean"){
const err27 = {instancePath:instancePath+"/postureProblems",schemaPath:"#/properties/postureProblems/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.postureProblems.type,parentSchema:schema11.properties.postureProblems,data:data19};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.orthopedicProblems !== undefined){
let data20 = data.orthopedicProblems;
if(typeof data20 !== "boolean"){
const err28 = {instancePath:instancePath+"/orthopedicProblems",schemaPath:"#/properties/orthopedicProblems/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.orthopedicProblems.type,parentSchema:schema11.properties.orthopedicProblems,data:data20};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.usedBoots !== undefined){
let data21 = data.usedBoots;
if(typeof data21 !== "boolean"){
const err29 = {instancePath:instancePath+"/usedBoots",schemaPath:"#/properties/usedBoots/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.usedBoots.type,parentSchema:schema11.properties.usedBoots,data:data21};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.walkingDefects !== undefined){
let data22 = data.walkingDefects;
if(typeof data22 === "string"){
if(func3(data22) > 4000){
const err30 = {instancePath:instancePath+"/walkingDefects",schemaPath:"#/properties/walkingDefects/maxLength",keyword:"maxLength",params:{limit: 4000},message:"must NOT have more than 4000 characters",schema:4000,parentSchema:schema11.properties.walkingDefects,data:data22};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/walkingDefects",schemaPath:"#/properties/walkingDefects/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.walkingDefects.type,parentSchema:schema11.properties.walkingDefects,data:data22};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.bathAlone !== undefined){
let data23 = data.bathAlone;
if(typeof data23 !== "string"){
const err32 = {instancePath:instancePath+"/bathAlone",schemaPath:"#/$defs/yesNoDifficulty/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data23};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
const _errs51 = errors;
let valid2 = false;
let passing0 = null;
const _errs52 = errors;
if("sim" !== data23){
const err33 = {instancePath:instancePath+"/bathAlone",schemaPath:"#/$defs/yesNoDifficulty/oneOf/0/const",keyword:"const",params:{allowedValue: "sim"},message:"must be equal to constant",schema:"sim",parentSchema:schema12.oneOf[0],data:data23};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
var _valid0 = _errs52 === errors;
if(_valid0){
valid2 = true;
passing0 = 0;
}
const _errs53 = errors;
if("nao" !== data23){
const err34 = {instancePath:instancePath+"/bathAlone",schemaPath:"#/$defs/yesNoDifficulty/oneOf/1/const",keyword:"const",params:{allowedValue: "nao"},message:"must be equal to constant",schema:"nao",parentSchema:schema12.oneOf[1],data:data23};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
var _valid0 = _errs53 === errors;
if(_valid0 && valid2){
valid2 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid2 = true;
passing0 = 1;
}
const _errs54 = errors;
if("com_dificuldade" !== data23){
const err35 = {instancePath:instancePath+"/bathAlone",schemaPath:"#/$defs/yesNoDifficulty/oneOf/2/const",keyword:"const",params:{allowedValue: "com_dificuldade"},message:"must be equal to constant",schema:"com_dificuldade",parentSchema:schema12.oneOf[2],data:data23};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
var _valid0 = _errs54 === errors;
if(_valid0 && valid2){
valid2 = false;
passing0 = [passing0, 2];
}
else {
if(_valid0){
valid2 = true;
passing0 = 2;
}
}
}
if(!valid2){
const err36 = {instancePath:instancePath+"/bathAlone",schemaPath:"#/$defs/yesNoDifficulty/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema12.oneOf,parentSchema:schema12,data:data23};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
else {
errors = _errs51;
if(vErrors !== null){
if(_errs51){
vErrors.length = _errs51;
}
else {
vErrors = null;
}
}
}
}
if(data.brushesTeethAlone !== undefined){
let data24 = data.brushesTeethAlone;
if(typeof data24 !== "string"){
const err37 = {instancePath:instancePath+"/brushesTeethAlone",schemaPath:"#/$defs/yesNoDifficulty/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data24};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
const _errs58 = errors;
let valid4 = false;
let passing1 = null;
const _errs59 = errors;
if("sim" !== data24){
const err38 = {instancePath:instancePath+"/brushesTeethAlone",schemaPath:"#/$defs/yesNoDifficulty/oneOf/0/const",keyword:"const",params:{allowedValue: "sim"},message:"must be equal to constant",schema:"sim",parentSchema:schema12.oneOf[0],data:data24};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
var _valid1 = _errs59 === errors;
if(_valid1){
valid4 = true;
passing1 = 0;
}
const _errs60 = errors;
if("nao" !== data24){
const err39 = {instancePath:instancePath+"/brushesTeethAlone",schemaPath:"#/$defs/yesNoDifficulty/oneOf/1/const",keyword:"const",params:{allowedValue: "nao"},message:"must be equal to constant",schema:"nao",parentSchema:schema12.oneOf[1],data:data24};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
var _valid1 = _errs60 === errors;
if(_valid1 && valid4){
valid4 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid4 = true;
passing1 = 1;
}
const _errs61 = errors;
if("com_dificuldade" !== data24){
const err40 = {instancePath:instancePath+"/brushesTeethAlone",schemaPath:"#/$defs/yesNoDifficulty/oneOf/2/const",keyword:"const",params:{allowedValue: "com_dificuldade"},message:"must be equal to constant",schema:"com_dificuldade",parentSchema:schema12.oneOf[2],data:data24};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
var _valid1 = _errs61 === errors;
if(_valid1 && valid4){
valid4 = false;
passing1 = [passing1, 2];
}
else {
if(_valid1){
valid4 = true;
passing1 = 2;
}
}
}
if(!valid4){
const err41 = {instancePath:instancePath+"/brushesTeethAlone",schemaPath:"#/$defs/yesNoDifficulty/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf",schema:schema12.oneOf,parentSchema:schema12,data:data24};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
else {
errors = _errs58;
if(vErrors !== null){
if(_errs58){
vErrors.length = _errs58;
}
else {
vErrors = null;
}
}
}
}
if(data.cleansSelf !== undefined){
let data25 = data.cleansSelf;
if(typeof data25 !== "string"){
const err42 = {instancePath:instancePath+"/cleansSelf",schemaPath:"#/$defs/yesNoDifficulty/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data25};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
const _errs65 = errors;
let valid6 = false;
let passing2 = null;
const _errs66 = errors;
if("sim" !== data25){
const err43 = {instancePath:instancePath+"/cleansSelf",schemaPath:"#/$defs/yesNoDifficulty/oneOf/0/const",keyword:"const",params:{allowedValue: "sim"},message:"must be equal to constant",schema:"sim",parentSchema:schema12.oneOf[0],data:data25};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
var _valid2 = _errs66 === errors;
if(_valid2){
valid6 = true;
passing2 = 0;
}
const _errs67 = errors;
if("nao" !== data25){
const err44 = {instancePath:instancePath+"/cleansSelf",schemaPath:"#/$defs/yesNoDifficulty/oneOf/1/const",keyword:"const",params:{allowedValue: "nao"},message:"must be equal to constant",schema:"nao",parentSchema:schema12.oneOf[1],data:data25};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
var _valid2 = _errs67 === errors;
if(_valid2 && valid6){
valid6 = false;
passing2 = [passing2, 1];
}
else {
if(_valid2){
valid6 = true;
passing2 = 1;
}
const _errs68 = errors;
if("com_dificuldade" !== data25){
const err45 = {instancePath:instancePath+"/cleansSelf",schemaPath:"#/$defs/yesNoDifficulty/oneOf/2/const",keyword:"const",params:{allowedValue: "com_dificuldade"},message:"must be equal to constant",schema:"com_dificuldade",parentSchema:schema12.oneOf[2],data:data25};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
var _valid2 = _errs68 === errors;
if(_valid2 && valid6){
valid6 = false;
passing2 = [passing2, 2];
}
else {
if(_valid2){
valid6 = true;
passing2 = 2;
}
}
}
if(!valid6){
const err46 = {instancePath:instancePath+"/cleansSelf",schemaPath:"#/$defs/yesNoDifficulty/oneOf",keyword:"oneOf",params:{passingSchemas: passing2},message:"must match exactly one schema in oneOf",schema:schema12.oneOf,parentSchema:schema12,data:data25};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
else {
errors = _errs65;
if(vErrors !== null){
if(_errs65){
vErrors.length = _errs65;
}
else {
vErrors = null;
}
}
}
}
if(data.dressesSelf !== undefined){
let data26 = data.dressesSelf;
if(typeof data26 !== "string"){
const err47 = {instancePath:instancePath+"/dressesSelf",schemaPath:"#/$defs/yesNoDifficulty/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data26};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
const _errs72 = errors;
let valid8 = false;
let passing3 = null;
const _errs73 = errors;
if("sim" !== data26){
const err48 = {instancePath:instancePath+"/dressesSelf",schemaPath:"#/$defs/yesNoDifficulty/oneOf/0/const",keyword:"const",params:{allowedValue: "sim"},message:"must be equal to constant",schema:"sim",parentSchema:schema12.oneOf[0],data:data26};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
var _valid3 = _errs73 === errors;
if(_valid3){
valid8 = true;
passing3 = 0;
}
const _errs74 = errors;
if("nao" !== data26){
const err49 = {instancePath:instancePath+"/dressesSelf",schemaPath:"#/$defs/yesNoDifficulty/oneOf/1/const",keyword:"const",params:{allowedValue: "nao"},message:"must be equal to constant",schema:"nao",parentSchema:schema12.oneOf[1],data:data26};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
var _valid3 = _errs74 === errors;
if(_valid3 && valid8){
valid8 = false;
passing3 = [passing3, 1];
}
else {
if(_valid3){
valid8 = true;
passing3 = 1;
}
const _errs75 = errors;
if("com_dificuldade" !== data26){
const err50 = {instancePath:instancePath+"/dressesSelf",schemaPath:"#/$defs/yesNoDifficulty/oneOf/2/const",keyword:"const",params:{allowedValue: "com_dificuldade"},message:"must be equal to constant",schema:"com_dificuldade",parentSchema:schema12.oneOf[2],data:data26};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
var _valid3 = _errs75 === errors;
if(_valid3 && valid8){
valid8 = false;
passing3 = [passing3, 2];
}
else {
if(_valid3){
valid8 = true;
passing3 = 2;
}
}
}
if(!valid8){
const err51 = {instancePath:instancePath+"/dressesSelf",schemaPath:"#/$defs/yesNoDifficulty/oneOf",keyword:"oneOf",params:{passingSchemas: passing3},message:"must match exactly one schema in oneOf",schema:schema12.oneOf,parentSchema:schema12,data:data26};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
else {
errors = _errs72;
if(vErrors !== null){
if(_errs72){
vErrors.length = _errs72;
}
else {
vErrors = null;
}
}
}
}
if(data.buttonsClothes !== undefined){
let data27 = data.buttonsClothes;
if(typeof data27 !== "string"){
const err52 = {instancePath:instancePath+"/buttonsClothes",schemaPath:"#/$defs/yesNoDifficulty/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data27};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
const _errs79 = errors;
let valid10 = false;
let passing4 = null;
const _errs80 = errors;
if("sim" !== data27){
const err53 = {instancePath:instancePath+"/buttonsClothes",schemaPath:"#/$defs/yesNoDifficulty/oneOf/0/const",keyword:"const",params:{allowedValue: "sim"},message:"must be equal to constant",schema:"sim",parentSchema:schema12.oneOf[0],data:data27};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
var _valid4 = _errs80 === errors;
if(_valid4){
valid10 = true;
passing4 = 0;
}
const _errs81 = errors;
if("nao" !== data27){
const err54 = {instancePath:instancePath+"/buttonsClothes",schemaPath:"#/$defs/yesNoDifficulty/oneOf/1/const",keyword:"const",params:{allowedValue: "nao"},message:"must be equal to constant",schema:"nao",parentSchema:schema12.oneOf[1],data:data27};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
var _valid4 = _errs81 === errors;
if(_valid4 && valid10){
valid10 = false;
passing4 = [passing4, 1];
}
else {
if(_valid4){
valid10 = true;
passing4 = 1;
}
const _errs82 = errors;
if("com_dificuldade" !== data27){
const err55 = {instancePath:instancePath+"/buttonsClothes",schemaPath:"#/$defs/yesNoDifficulty/oneOf/2/const",keyword:"const",params:{allowedValue: "com_dificuldade"},message:"must be equal to constant",schema:"com_dificuldade",parentSchema:schema12.oneOf[2],data:data27};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
var _valid4 = _errs82 === errors;
if(_valid4 && valid10){
valid10 = false;
passing4 = [passing4, 2];
}
else {
if(_valid4){
valid10 = true;
passing4 = 2;
}
}
}
if(!valid10){
const err56 = {instancePath:instancePath+"/buttonsClothes",schemaPath:"#/$defs/yesNoDifficulty/oneOf",keyword:"oneOf",params:{passingSchemas: passing4},message:"must match exactly one schema in oneOf",schema:schema12.oneOf,parentSchema:schema12,data:data27};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
else {
errors = _errs79;
if(vErrors !== null){
if(_errs79){
vErrors.length = _errs79;
}
else {
vErrors = null;
}
}
}
}
if(data.tiesShoes !== undefined){
let data28 = data.tiesShoes;
if(typeof data28 !== "string"){
const err57 = {instancePath:instancePath+"/tiesShoes",schemaPath:"#/$defs/yesNoDifficulty/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data28};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
const _errs86 = errors;
let valid12 = false;
let passing5 = null;
const _errs87 = errors;
if("sim" !== data28){
const err58 = {instancePath:instancePath+"/tiesShoes",schemaPath:"#/$defs/yesNoDifficulty/oneOf/0/const",keyword:"const",params:{allowedValue: "sim"},message:"must be equal to constant",schema:"sim",parentSchema:schema12.oneOf[0],data:data28};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
var _valid5 = _errs87 === errors;
if(_valid5){
valid12 = true;
passing5 = 0;
}
const _errs88 = errors;
if("nao" !== data28){
const err59 = {instancePath:instancePath+"/tiesShoes",schemaPath:"#/$defs/yesNoDifficulty/oneOf/1/const",keyword:"const",params:{allowedValue: "nao"},message:"must be equal to constant",schema:"nao",parentSchema:schema12.oneOf[1],data:data28};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
var _valid5 = _errs88 === errors;
if(_valid5 && valid12){
valid12 = false;
passing5 = [passing5, 1];
}
else {
if(_valid5){
valid12 = true;
passing5 = 1;
}
const _errs89 = errors;
if("com_dificuldade" !== data28){
const err60 = {instancePath:instancePath+"/tiesShoes",schemaPath:"#/$defs/yesNoDifficulty/oneOf/2/const",keyword:"const",params:{allowedValue: "com_dificuldade"},message:"must be equal to constant",schema:"com_dificuldade",parentSchema:schema12.oneOf[2],data:data28};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
var _valid5 = _errs89 === errors;
if(_valid5 && valid12){
valid12 = false;
passing5 = [passing5, 2];
}
else {
if(_valid5){
valid12 = true;
passing5 = 2;
}
}
}
if(!valid12){
const err61 = {instancePath:instancePath+"/tiesShoes",schemaPath:"#/$defs/yesNoDifficulty/oneOf",keyword:"oneOf",params:{passingSchemas: passing5},message:"must match exactly one schema in oneOf",schema:schema12.oneOf,parentSchema:schema12,data:data28};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
else {
errors = _errs86;
if(vErrors !== null){
if(_errs86){
vErrors.length = _errs86;
}
else {
vErrors = null;
}
}
}
}
if(data.difficultyWithHygieneSequence !== undefined){
let data29 = data.difficultyWithHygieneSequence;
if(typeof data29 !== "string"){
const err62 = {instancePath:instancePath+"/difficultyWithHygieneSequence",schemaPath:"#/$defs/yesNoDifficulty/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data29};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
const _errs93 = errors;
let valid14 = false;
let passing6 = null;
const _errs94 = errors;
if("sim" !== data29){
const err63 = {instancePath:instancePath+"/difficultyWithHygieneSequence",schemaPath:"#/$defs/yesNoDifficulty/oneOf/0/const",keyword:"const",params:{allowedValue: "sim"},message:"must be equal to constant",schema:"sim",parentSchema:schema12.oneOf[0],data:data29};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
var _valid6 = _errs94 === errors;
if(_valid6){
valid14 = true;
passing6 = 0;
}
const _errs95 = errors;
if("nao" !== data29){
const err64 = {instancePath:instancePath+"/difficultyWithHygieneSequence",schemaPath:"#/$defs/yesNoDifficulty/oneOf/1/const",keyword:"const",params:{allowedValue: "nao"},message:"must be equal to constant",schema:"nao",parentSchema:schema12.oneOf[1],data:data29};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
var _valid6 = _errs95 === errors;
if(_valid6 && valid14){
valid14 = false;
passing6 = [passing6, 1];
}
else {
if(_valid6){
valid14 = true;
passing6 = 1;
}
const _errs96 = errors;
if("com_dificuldade" !== data29){
const err65 = {instancePath:instancePath+"/difficultyWithHygieneSequence",schemaPath:"#/$defs/yesNoDifficulty/oneOf/2/const",keyword:"const",params:{allowedValue: "com_dificuldade"},message:"must be equal to constant",schema:"com_dificuldade",parentSchema:schema12.oneOf[2],data:data29};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
var _valid6 = _errs96 === errors;
if(_valid6 && valid14){
valid14 = false;
passing6 = [passing6, 2];
}
else {
if(_valid6){
valid14 = true;
passing6 = 2;
}
}
}
if(!valid14){
const err66 = {instancePath:instancePath+"/difficultyWithHygieneSequence",schemaPath:"#/$defs/yesNoDifficulty/oneOf",keyword:"oneOf",params:{passingSchemas: passing6},message:"must match exactly one schema in oneOf",schema:schema12.oneOf,parentSchema:schema12,data:data29};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
else {
errors = _errs93;
if(vErrors !== null){
if(_errs93){
vErrors.length = _errs93;
}
else {
vErrors = null;
}
}
}
}
if(data.dailyActivities !== undefined){
let data30 = data.dailyActivities;
if(typeof data30 === "string"){
if(func3(data30) > 4000){
const err67 = {instancePath:instancePath+"/dailyActivities",schemaPath:"#/properties/dailyActivities/maxLength",keyword:"maxLength",params:{limit: 4000},message:"must NOT have more than 4000 characters",schema:4000,parentSchema:schema11.properties.dailyActivities,data:data30};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
else {
const err68 = {instancePath:instancePath+"/dailyActivities",schemaPath:"#/properties/dailyActivities/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.dailyActivities.type,parentSchema:schema11.properties.dailyActivities,data:data30};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data.motorExamples !== undefined){
let data31 = data.motorExamples;
if(typeof data31 === "string"){
if(func3(data31) > 4000){
const err69 = {instancePath:instancePath+"/motorExamples",schemaPath:"#/properties/motorExamples/maxLength",keyword:"maxLength",params:{limit: 4000},message:"must NOT have more than 4000 characters",schema:4000,parentSchema:schema11.properties.motorExamples,data:data31};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
else {
const err70 = {instancePath:instancePath+"/motorExamples",schemaPath:"#/properties/motorExamples/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.motorExamples.type,parentSchema:schema11.properties.motorExamples,data:data31};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
if(data.observations !== undefined){
let data32 = data.observations;
if(typeof data32 === "string"){
if(func3(data32) > 4000){
const err71 = {instancePath:instancePath+"/observations",schemaPath:"#/properties/observations/maxLength",keyword:"maxLength",params:{limit: 4000},message:"must NOT have more than 4000 characters",schema:4000,parentSchema:schema11.properties.observations,data:data32};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
else {
const err72 = {instancePath:instancePath+"/observations",schemaPath:"#/properties/observations/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.observations.type,parentSchema:schema11.properties.observations,data:data32};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
}
else {
const err73 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

exports["-d80052f"] = validate11;
const schema19 = {"const":"sim","title":"Sim","$id":"-d80052f"};

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-d80052f" */;
let vErrors = null;
let errors = 0;
if("sim" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "sim"},message:"must be equal to constant",schema:"sim",parentSchema:schema19,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate11.errors = vErrors;
return errors === 0;
}

exports["6ae1c459"] = validate12;
const schema20 = {"const":"nao","title":"Não","$id":"6ae1c459"};

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="6ae1c459" */;
let vErrors = null;
let errors = 0;
if("nao" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "nao"},message:"must be equal to constant",schema:"nao",parentSchema:schema20,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate12.errors = vErrors;
return errors === 0;
}

exports["1d0e08a6"] = validate13;
const schema21 = {"const":"com_dificuldade","title":"Com dificuldade","$id":"1d0e08a6"};

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="1d0e08a6" */;
let vErrors = null;
let errors = 0;
if("com_dificuldade" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "com_dificuldade"},message:"must be equal to constant",schema:"com_dificuldade",parentSchema:schema21,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate13.errors = vErrors;
return errors === 0;
}
export default exports
